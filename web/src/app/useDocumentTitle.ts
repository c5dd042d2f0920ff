import { useEffect } from 'react';

export const PRODUCT_NAME = 'Contractor Suite';

/** The browser tab names the screen: 'All Projects · Contractor Suite' (issue 10 item 12). */
export function useDocumentTitle(screen: string | null | undefined): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screen]);
}
