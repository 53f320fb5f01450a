import { setupServer } from 'msw/node';

/** The msw server with no handlers at all: the portal must never call the network. */
export const server = setupServer();
