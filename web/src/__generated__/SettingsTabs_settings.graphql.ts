/**
 * @generated SignedSource<<768c0e807797eb6074bbb9a49e1ac560>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsTabs_settings$data = {
  readonly appName: string;
  readonly checkInEscalationMinutes: number;
  readonly checkInGraceMinutes: number;
  readonly companyLogo: string;
  readonly companyName: string;
  readonly contactEmail: string;
  readonly enableRegistration: boolean;
  readonly footerText: string;
  readonly householderRetentionMonths: number;
  readonly id: string;
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly vehicleImage: string;
  readonly weatherLat: number;
  readonly weatherLng: number;
  readonly weatherRegion: string;
  readonly " $fragmentType": "SettingsTabs_settings";
};
export type SettingsTabs_settings$key = {
  readonly " $data"?: SettingsTabs_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsTabs_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsTabs_settings",
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
      "name": "enableRegistration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "householderRetentionMonths",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkInGraceMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkInEscalationMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
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
      "name": "companyLogo",
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
      "name": "vehicleImage",
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

(node as any).hash = "c3e49c3c720d07be38d08313965cc4d3";

export default node;
