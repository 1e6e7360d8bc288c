// The upload card's selection rules (docs/product/music.md, "Uploading"): audio by type or, when
// the browser gives no type, by extension; any other file and none are taken; titles from names.
import { describe, expect, test } from 'vitest';
import { chooseAudio, isAudioFile, titleOf, today } from './upload.ts';

describe('choosing files', () => {
  test('MP3, WAV and M4A are audio whatever type the browser reports for them', () => {
    for (const file of [
      { name: 'a.mp3', type: 'audio/mpeg' },
      { name: 'b.wav', type: 'audio/wav' },
      { name: 'c.wav', type: 'audio/x-wav' },
      { name: 'd.m4a', type: 'audio/x-m4a' },
      { name: 'e.m4a', type: 'audio/mp4' },
      { name: 'f.M4A', type: '' },
    ]) {
      expect(isAudioFile(file), file.name).toBe(true);
    }
    expect(isAudioFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAudioFile({ name: 'song.ogg', type: 'audio/ogg' })).toBe(false);
    expect(isAudioFile({ name: 'fake.mp3', type: 'image/png' })).toBe(false);
  });

  test('one file that is not audio means none are taken', () => {
    const song = { name: 'a.mp3', type: 'audio/mpeg' };
    expect(chooseAudio([song, { name: 'x.txt', type: 'text/plain' }, { name: 'y.pdf', type: 'application/pdf' }])).toEqual({ skipped: 2 });
    expect(chooseAudio([song])).toEqual({ files: [song] });
  });

  test('a title is the name without its extension; today is the local day', () => {
    expect(titleOf('Song of Praise.mp3')).toBe('Song of Praise');
    expect(titleOf('a.b.wav')).toBe('a.b');
    expect(titleOf('.hidden')).toBe('.hidden');
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
