/**
 * Wrap-swizzle of `@theme/BlogPostItems` (the list of post previews).
 * Why: Docusaurus 2's blog list page (/blog, /blog/page/N) has no level-one heading (axe `page-has-heading-one`;
 * screen-reader users navigate by it). This adds one above the previews on list routes only: tag pages reuse
 * BlogPostItems but already have their own h1. Props are passed through unchanged.
 */
import React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {BLOG_DESCRIPTION, BLOG_TITLE} from '../../data/blog';

type Props = WrapperProps<typeof BlogPostItemsType>;

const BLOG_LIST_ROUTE = /^\/blog(\/page\/\d+)?\/?$/;

export default function BlogPostItemsWrapper(props: Props): JSX.Element {
  const {pathname} = useLocation();
  return (
    <>
      {BLOG_LIST_ROUTE.test(pathname) && (
        <header className="margin-bottom--xl">
          <h1>{BLOG_TITLE}</h1>
          <p>{BLOG_DESCRIPTION}</p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
