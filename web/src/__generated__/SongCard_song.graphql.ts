/**
 * @generated SignedSource<<317eab1003fd5695115a3a77c201b555>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AudioFormat = "M4A" | "MP3" | "WAV";
import { FragmentRefs } from "relay-runtime";
export type SongCard_song$data = {
  readonly album: string | null | undefined;
  readonly artist: string | null | undefined;
  readonly date: string;
  readonly durationSeconds: number | null | undefined;
  readonly fileSize: number;
  readonly format: AudioFormat;
  readonly id: string;
  readonly isMine: boolean;
  readonly ownerName: string;
  readonly streamUrl: string;
  readonly title: string;
  readonly " $fragmentType": "SongCard_song";
};
export type SongCard_song$key = {
  readonly " $data"?: SongCard_song$data;
  readonly " $fragmentSpreads": FragmentRefs<"SongCard_song">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SongCard_song",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "artist",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "album",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "streamUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerName",
      "storageKey": null
    }
  ],
  "type": "MusicFile",
  "abstractKey": null
};

(node as any).hash = "bd3ed070cdf3b699d5c274e37a232e15";

export default node;
