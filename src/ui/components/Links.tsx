import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { useApp } from '../app-context';
import { productPath, categoryPath, tagPath } from '../../domain/stores/stores';

/** Links inside the current store; wouter's base is the store prefix, so paths here are store-relative. */
const strip = (path: string, prefix: string) => path.slice(prefix.length) || '/';

export const ProductLink = ({ slug, children, className }: { slug: string; children: ReactNode; className?: string }) => {
  const { store } = useApp();
  return (
    <Link href={strip(productPath(store, slug), store.pathPrefix)} className={className}>
      {children}
    </Link>
  );
};

export const CategoryLink = ({
  slugs,
  children,
  className,
}: {
  slugs: readonly string[];
  children: ReactNode;
  className?: string;
}) => {
  const { store } = useApp();
  return (
    <Link href={strip(categoryPath(store, slugs), store.pathPrefix)} className={className}>
      {children}
    </Link>
  );
};

export const TagLink = ({ slug, children, className }: { slug: string; children: ReactNode; className?: string }) => {
  const { store } = useApp();
  return (
    <Link href={strip(tagPath(store, slug), store.pathPrefix)} className={className}>
      {children}
    </Link>
  );
};
