/**
 * @generated SignedSource<<6697a22bbb54944196283be561f2a45b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAppSettings_settings$data = {
  readonly appName: string;
  readonly contactEmail: string;
  readonly footerText: string;
  readonly id: string;
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly weatherLat: number;
  readonly weatherLng: number;
  readonly weatherRegion: string;
  readonly " $fragmentType": "useAppSettings_settings";
};
export type useAppSettings_settings$key = {
  readonly " $data"?: useAppSettings_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAppSettings_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useAppSettings_settings",
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
      "name": "footerText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weatherRegion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weatherLat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weatherLng",
      "storageKey": null
    }
  ],
  "type": "AppSettings",
  "abstractKey": null
};

(node as any).hash = "7a6fc2aa7c994962df46246d69d1dc85";

export default node;
