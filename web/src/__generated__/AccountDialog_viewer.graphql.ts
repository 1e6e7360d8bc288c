/**
 * @generated SignedSource<<92d320f64c4a040d1afe8f5d0d7ec9c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountDialog_viewer$data = {
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"AccountTab_viewer" | "DesignTab_viewer" | "SettingsTab_viewer">;
  readonly " $fragmentType": "AccountDialog_viewer";
};
export type AccountDialog_viewer$key = {
  readonly " $data"?: AccountDialog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDialog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountDialog_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountTab_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DesignTab_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SettingsTab_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4e44d2d573883574ae4ed1679bbd8303";

export default node;
