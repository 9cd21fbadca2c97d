import { beforeEach, vi } from 'vitest';

/**
 * For a file whose pages show a dashboard table: the table watches its width to choose between
 * rows and cards, and jsdom has no layout nor ResizeObserver, so a silent one keeps it a table.
 */
export function keepTablesAsTables() {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
}
