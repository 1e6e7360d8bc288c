/**
 * @generated SignedSource<<303bd1add7d26c48f4e239c09010883a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShellQuery$variables = Record<PropertyKey, never>;
export type ShellQuery$data = {
  readonly appSettings: {
    readonly " $fragmentSpreads": FragmentRefs<"useAppSettings_settings">;
  };
  readonly viewer: {
    readonly appName: string;
    readonly backgroundImageUrl: string;
    readonly id: string;
    readonly preferences: {
      readonly language: string;
    };
    readonly primaryColor: string;
    readonly secondaryColor: string;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"AccountDialog_viewer" | "AdminPanel_viewer" | "Header_viewer" | "SetupGuide_viewer">;
  } | null | undefined;
};
export type ShellQuery = {
  response: ShellQuery$data;
  variables: ShellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "appName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "primaryColor",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secondaryColor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "backgroundImageUrl",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Preferences",
            "kind": "LinkedField",
            "name": "preferences",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useAppSettings_settings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Preferences",
            "kind": "LinkedField",
            "name": "preferences",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
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
                "name": "notifications",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupNumber",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e751263b7196069410c6930d0d0d7981",
    "id": null,
    "metadata": {},
    "name": "ShellQuery",
    "operationKind": "query",
    "text": "query ShellQuery {\n  viewer {\n    id\n    username\n    appName\n    primaryColor\n    secondaryColor\n    backgroundImageUrl\n    preferences {\n      language\n    }\n    ...Header_viewer\n    ...AccountDialog_viewer\n    ...SetupGuide_viewer\n    ...AdminPanel_viewer\n  }\n  appSettings {\n    ...useAppSettings_settings\n    id\n  }\n}\n\nfragment AccountDialog_viewer on User {\n  username\n  ...AccountTab_viewer\n  ...DesignTab_viewer\n  ...SettingsTab_viewer\n}\n\nfragment AccountTab_viewer on User {\n  id\n  username\n  email\n  fullName\n  phoneNumber\n  address\n  groupNumber\n}\n\nfragment AdminPanel_viewer on User {\n  username\n  isAdmin\n}\n\nfragment DesignTab_viewer on User {\n  appName\n  backgroundImageUrl\n  primaryColor\n  secondaryColor\n}\n\nfragment Header_viewer on User {\n  username\n  appName\n}\n\nfragment SettingsTab_viewer on User {\n  preferences {\n    ministryReminders\n    weatherAlerts\n    gpsTracking\n    autoSync\n    offlineMode\n    language\n  }\n}\n\nfragment SetupGuide_viewer on User {\n  username\n  appName\n  primaryColor\n  setupCompleted\n  preferences {\n    gpsTracking\n    ministryReminders\n    notifications\n  }\n}\n\nfragment useAppSettings_settings on AppSettings {\n  id\n  appName\n  primaryColor\n  secondaryColor\n  footerText\n  weatherRegion\n  weatherLat\n  weatherLng\n}\n"
  }
};
})();

(node as any).hash = "1790bacba9820ddd22f4f44b05bf4137";

export default node;
