import { describe, expect, it } from 'vitest';
import { isAdminApi, isAdminPage, safeNext } from './routes';

describe('admin route rules', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/abf', true],
    ['/admin/orders', true],
    ['/ADMIN/orders', true],
    ['//admin', true],
    ['/%61dmin', true],
    ['/blog/create', true],
    ['/blog/create/', true],
    ['/admin/login', false],
    ['/admin/login/', false],
    ['/admin/sign-in-link', false],
    ['/Admin/Sign-In-Link/', false],
    ['/admin/sign-in-link/x', true],
    ['/administrator-bio', false],
    ['/blog', false],
    ['/blog/12', false],
  ])('page %s is admin-only: %s', (path, expected) => {
    expect(isAdminPage(path)).toBe(expected);
  });

  it.each([
    ['GET', '/api/admin/blog-posts', true],
    ['POST', '/api/admin/abf/products', true],
    ['PATCH', '/api/books/3', true],
    ['GET', '/api/books/3', false],
    ['GET', '/api/books', false],
    ['POST', '/api/books/sync', true],
    ['POST', '/api/books/sync/featured', true],
    ['POST', '/api/newsletter/subscribe', false],
    ['GET', '/api/auth/me', false],
    ['POST', '/api/auth/login', false],
  ])('%s %s needs an admin: %s', (method, path, expected) => {
    expect(isAdminApi(method, path)).toBe(expected);
  });

  it.each([
    [null, '/admin'],
    ['/admin/orders?status=paid', '/admin/orders?status=paid'],
    ['https://evil.example/', '/admin'],
    ['//evil.example/', '/admin'],
    ['/\\evil.example', '/admin'],
    ['/\t/evil.example', '/admin'],
    ['/\n/evil.example/x', '/admin'],
    ['/blog/create', '/blog/create'],
  ])('after sign-in, next=%s returns to %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
