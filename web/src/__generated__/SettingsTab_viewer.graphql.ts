/**
 * @generated SignedSource<<a4253be3a4450764ee2f32e122d034ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsTab_viewer$data = {
  readonly preferences: {
    readonly autoSync: boolean;
    readonly gpsTracking: boolean;
    readonly language: string;
    readonly ministryReminders: boolean;
    readonly offlineMode: boolean;
    readonly weatherAlerts: boolean;
  };
  readonly " $fragmentType": "SettingsTab_viewer";
};
export type SettingsTab_viewer$key = {
  readonly " $data"?: SettingsTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsTab_viewer",
  "selections": [
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
          "name": "ministryReminders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weatherAlerts",
          "storageKey": null
        },
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
          "name": "autoSync",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offlineMode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "language",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a376619a5690ef0fab262bc1ea61f23a";

export default node;
