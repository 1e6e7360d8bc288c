import { describe, expect, test } from 'vitest';
import { imageProblem, megabytes } from './image-file.ts';

describe('image checks', () => {
  test('the size is counted in MB', () => {
    expect(megabytes(1_572_864)).toBe(1.5);
  });
  test('only images under 10 MB pass', () => {
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('imageTooLarge');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('imageInvalid');
  });
});
