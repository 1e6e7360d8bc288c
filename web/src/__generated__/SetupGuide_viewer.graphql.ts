/**
 * @generated SignedSource<<b83eb25fe71fdd4f01db772172966080>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetupGuide_viewer$data = {
  readonly appName: string;
  readonly isAdmin: boolean;
  readonly preferences: {
    readonly gpsTracking: boolean;
    readonly ministryReminders: boolean;
    readonly notifications: boolean;
  };
  readonly primaryColor: string;
  readonly setupCompleted: boolean;
  readonly username: string;
  readonly " $fragmentType": "SetupGuide_viewer";
};
export type SetupGuide_viewer$key = {
  readonly " $data"?: SetupGuide_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetupGuide_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetupGuide_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
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
      "name": "setupCompleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Preferences",
      "kind": "LinkedField",
      "name": "preferences",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gpsTracking",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ministryReminders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notifications",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8f1aab59530e45b8bb9e7eeaaa961a8a";

export default node;
