/** Wrap-swizzle of `@theme/BlogPostItems`: an h1 on the blog list routes (axe `page-has-heading-one`). */
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
