/**
 * @generated SignedSource<<3bfacbf3b8ee8eb11a8350120d92aae1>>
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

(node as any).hash = "5a9ed61933235238f855586ea580d985";

export default node;
