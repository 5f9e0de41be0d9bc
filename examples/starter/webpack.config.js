const configure = require('react-figma-webpack-config');

module.exports = configure();
