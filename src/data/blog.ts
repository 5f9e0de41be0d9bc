/** The blog's title and description, for docusaurus.config.ts's blog options and src/theme/BlogPostItems. */
export const BLOG_TITLE = 'Blog';
export const BLOG_DESCRIPTION =
  'News, release notes and how-tos from the React Figma project: the React renderer for Figma plugins.';
