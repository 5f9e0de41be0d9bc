import * as React from 'react';
import {Page, Text, View} from 'react-figma';

export const App = () => (
  <Page name="React Figma demo" isCurrent>
    <View name="Card" style={{padding: 24, backgroundColor: '#ffffff'}}>
      <View name="Swatch" style={{width: 240, height: 120, borderRadius: 8, backgroundColor: '#eb212e'}} />
      <Text name="Caption" style={{marginTop: 16, fontSize: 20, color: '#1f1f1f'}}>
        Hello from React
      </Text>
    </View>
  </Page>
);
