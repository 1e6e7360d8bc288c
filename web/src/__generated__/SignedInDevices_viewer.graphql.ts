/**
 * @generated SignedSource<<f579ba051a7a6c814ccb8608cfc1a927>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignedInDevices_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly createdAt: any;
    readonly current: boolean;
    readonly device: string | null | undefined;
    readonly id: string;
    readonly lastSeenAt: any;
  }>;
  readonly " $fragmentType": "SignedInDevices_viewer";
};
export type SignedInDevices_viewer$key = {
  readonly " $data"?: SignedInDevices_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignedInDevices_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignedInDevices_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Session",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "name": "device",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5a8ec9f8fecf251b853b116a9a9220d4";

export default node;
