/**
 * @generated SignedSource<<44e924269562a130810c76b575b2a8f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VideoCard_video$data = {
  readonly category: string | null | undefined;
  readonly description: string | null | undefined;
  readonly duration: string | null | undefined;
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "VideoCard_video";
};
export type VideoCard_video$key = {
  readonly " $data"?: VideoCard_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoCard_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoCard_video",
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "4a5ada1260f90bf6c20cb2347ed69d19";

export default node;
