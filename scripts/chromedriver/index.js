/**
 * What tachometer imports as `chromedriver`: the driver of Debian's chromium-driver package (or
 * $CHROMEDRIVER_PATH), put first on PATH where selenium-webdriver looks, as the real package does.
 */
const path = require('node:path');

const driver = process.env.CHROMEDRIVER_PATH || '/usr/bin/chromedriver';
process.env.PATH = `${path.dirname(driver)}${path.delimiter}${process.env.PATH}`;

module.exports = {path: driver};
