/**
 * @generated SignedSource<<115ce087a8842ce1cd0124ba19b2bb01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAppSettingsSubscription$variables = Record<PropertyKey, never>;
export type useAppSettingsSubscription$data = {
  readonly appSettingsChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"SettingsTabs_settings" | "useAppSettings_settings">;
  };
};
export type useAppSettingsSubscription = {
  response: useAppSettingsSubscription$data;
  variables: useAppSettingsSubscription$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAppSettingsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettingsChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useAppSettings_settings"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SettingsTabs_settings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAppSettingsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettingsChanged",
        "plural": false,
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
            "name": "vehicleImage",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "318dd98709a22a20dbc6acfa03193c01",
    "id": null,
    "metadata": {},
    "name": "useAppSettingsSubscription",
    "operationKind": "subscription",
    "text": "subscription useAppSettingsSubscription {\n  appSettingsChanged {\n    ...useAppSettings_settings\n    ...SettingsTabs_settings\n    id\n  }\n}\n\nfragment SettingsTabs_settings on AppSettings {\n  id\n  appName\n  enableRegistration\n  companyName\n  contactEmail\n  companyLogo\n  primaryColor\n  secondaryColor\n  footerText\n  vehicleImage\n  weatherRegion\n  weatherLat\n  weatherLng\n}\n\nfragment useAppSettings_settings on AppSettings {\n  id\n  appName\n  primaryColor\n  secondaryColor\n  footerText\n  weatherRegion\n  weatherLat\n  weatherLng\n}\n"
  }
};

(node as any).hash = "6b697d64e00e2244935a255bb395e45b";

export default node;
