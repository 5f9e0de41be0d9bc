import {setupMainThread} from 'react-figma/rpc';

figma.showUI(__html__, {visible: false});

setupMainThread();
