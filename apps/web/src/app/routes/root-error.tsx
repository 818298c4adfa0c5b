import { appErrorCopy } from '../../content/service-unavailable';

/**
 * Shown when the root loader fails, i.e. the public config (brand, phone numbers) could not be
 * fetched after its retries. Nothing from the config can be shown, so this page needs none.
 */
export function RootErrorRoute() {
  return (
    <main id="main-content">
      <title>{appErrorCopy.title}</title>
      <h1>{appErrorCopy.title}</h1>
      <p>{appErrorCopy.body}</p>
    </main>
  );
}
