import { beforeEach, expect, test } from 'vitest';
import { errorToast, TOAST_LIMIT, toast, toastQueue } from './toast-queue.ts';

beforeEach(() => toastQueue.clear());

const shown = () => toastQueue.visibleToasts.map((t) => t.content);

test('equal toasts collapse into one with a count', () => {
  for (let i = 0; i < 5; i++) toast({ title: 'Note Added' });
  expect(shown()).toEqual([{ title: 'Note Added', count: 5 }]);
});

test('different toasts show together and none waits: the oldest makes room', () => {
  for (let i = 1; i <= 5; i++) toast({ title: `Message ${i}` });
  expect(shown().map((c) => c.title)).toEqual(['Message 5', 'Message 4', 'Message 3']);
  expect(shown()).toHaveLength(TOAST_LIMIT);
});

test('an error toast shows its message once', () => {
  errorToast('Failed to update profile. Please try again.', 'Failed to update profile');
  expect(shown()[0]).toEqual({ title: 'Failed to update profile. Please try again.', variant: 'destructive', count: 1 });
  errorToast('Please check the address.', 'Could not save');
  expect(shown()[0]).toEqual({ title: 'Could not save', description: 'Please check the address.', variant: 'destructive', count: 1 });
});
