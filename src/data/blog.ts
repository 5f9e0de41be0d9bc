/**
 * The blog's title and description: used by the blog plugin options (page <title>, meta description, feeds)
 * in docusaurus.config.ts and by the heading of the blog list (src/theme/BlogPostItems).
 */
export const BLOG_TITLE = 'Blog';
export const BLOG_DESCRIPTION =
  'News, release notes and how-tos from the React Figma project: the React renderer for Figma plugins.';
