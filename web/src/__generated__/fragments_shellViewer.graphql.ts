/**
 * @generated SignedSource<<fdf9ed6d6e2944732e039ea44ee8927b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type fragments_shellViewer$data = {
  readonly backgroundImageUrl: string;
  readonly id: string;
  readonly preferences: {
    readonly language: string;
  };
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"AccountDialog_viewer" | "AdminPanel_viewer" | "Header_viewer" | "SetupGuide_viewer">;
  readonly " $fragmentType": "fragments_shellViewer";
};
export type fragments_shellViewer$key = {
  readonly " $data"?: fragments_shellViewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"fragments_shellViewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "fragments_shellViewer",
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
      "name": "username",
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
          "name": "language",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Header_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountDialog_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SetupGuide_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AdminPanel_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "09bff94ad0e99932bac76215dda7914c";

export default node;
