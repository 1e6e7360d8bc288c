/**
 * @generated SignedSource<<c985f75b237faac15326be352b54c576>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserPreviewDialog_user$data = {
  readonly appName: string;
  readonly isFirstLogin: boolean;
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly setupCompleted: boolean;
  readonly username: string;
  readonly " $fragmentType": "UserPreviewDialog_user";
};
export type UserPreviewDialog_user$key = {
  readonly " $data"?: UserPreviewDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserPreviewDialog_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserPreviewDialog_user",
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
      "name": "secondaryColor",
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
      "name": "isFirstLogin",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0b12259e1b26c4f6a72c4600173cc72c";

export default node;
