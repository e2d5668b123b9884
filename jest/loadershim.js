// Gatsby's runtime expects this global loader; tests only need it to exist.
global.___loader = { enqueue: jest.fn() };
