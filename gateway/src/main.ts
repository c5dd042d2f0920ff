// graphql-js chooses between its development checks and its fast production ones when the module loads
// (its instanceOf alone cost ~2 ms per 100-row page in development mode), so NODE_ENV is settled before
// anything imports it. NODE_ENV=development still selects the development checks.
process.env.NODE_ENV ??= 'production';
await import('./serve.js');
