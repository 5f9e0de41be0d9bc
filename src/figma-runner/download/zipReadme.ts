/** The README.md at the top of every plugin zip. */
export function zipReadme(name: string, folder: string): string {
  return `# ${name}

A Figma plugin made with React Figma, downloaded from the React Figma website. \`dist/\` holds the built plugin;
\`src/\` holds its sources, your files exactly as you typed them.

## Run it in Figma

1. Unzip the download and open the Figma desktop app (development plugins do not run in the browser).
2. Open a design file, then choose **Plugins → Development → Import plugin from manifest…** and pick
   \`${folder}/manifest.json\`.
3. Run it from **Plugins → Development → ${name}**. It draws into the current file; a second run updates
   the layers it drew instead of adding new ones.

## Change it and build it again

Node.js 20 and npm are needed. In this folder:

\`\`\`bash
npm ci && npm run build
\`\`\`

The build writes \`dist/code.js\` and \`dist/ui.html\` again (webpack 4, react-figma 0.31.0, the versions locked in
\`package-lock.json\`). Figma picks the new files up the next time you run the plugin. \`npm run webpack:watch\`
rebuilds on every save.

On Node.js 20, webpack-cli 3's compile cache (\`v8-compile-cache\`) makes the build fail with "SyntaxError: Cannot
use import statement outside a module"; both scripts in \`package.json\` already set
\`DISABLE_V8_COMPILE_CACHE=1\`, which turns it off.

The build type-checks your code, so it can reject code that the website ran: fix what it reports, or see the
Troubleshooting page of the React Figma docs.

\`manifest.json\` gives the plugin a local id, enough for a development plugin. To publish it, let Figma assign
an id (Plugins → Development → New plugin…, or when you publish) and put that id in the manifest.
`;
}
