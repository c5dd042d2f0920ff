import { createContext, Suspense, useContext } from 'react';
import type { PageSection, SectionProps } from '../modules/module';

// The sections modules add to other modules' pages (WebModule.sections). UiProviders gives every module's (app/Providers.tsx),
// so a page lists them without importing the module list (which imports the pages).
export const PageSectionsContext = createContext<readonly PageSection[]>([]);

/** Renders the sections the modules add to `page` (a route path), each given the page's props. */
export function PageSections({ page, ...props }: SectionProps & { page: string }) {
  const sections = useContext(PageSectionsContext).filter((section) => section.page === page);
  if (sections.length === 0) return null;
  return (
    // A lazily loaded section shows nothing while its chunk downloads, not the page's spinner.
    <Suspense fallback={null}>
      {sections.map(({ Component }, i) => <Component key={i} {...props} />)}
    </Suspense>
  );
}
