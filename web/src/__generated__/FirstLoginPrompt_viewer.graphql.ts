/**
 * @generated SignedSource<<12a443083c8a4cd95a0a2d21a463dfd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FirstLoginPrompt_viewer$data = {
  readonly appName: string;
  readonly backgroundImageUrl: string;
  readonly isFirstLogin: boolean;
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly setupCompleted: boolean;
  readonly " $fragmentType": "FirstLoginPrompt_viewer";
};
export type FirstLoginPrompt_viewer$key = {
  readonly " $data"?: FirstLoginPrompt_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FirstLoginPrompt_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FirstLoginPrompt_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFirstLogin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "setupCompleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundImageUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "af8e7b99dd15f654ad02923a27cc060c";

export default node;
