// Not used by the build (swc compiles: src/plugins/build-speed); Docusaurus's `write-translations` command
// still parses sources with Babel and reads this file.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
