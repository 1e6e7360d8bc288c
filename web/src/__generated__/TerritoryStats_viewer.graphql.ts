/**
 * @generated SignedSource<<10018699e38958fa89e2321ef2827233>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TerritoryStats_viewer$data = {
  readonly territorySummary: {
    readonly active: number;
    readonly completed: number;
    readonly contactedHouses: number;
    readonly coverageRate: number;
    readonly houses: number;
    readonly overdue: number;
  };
  readonly " $fragmentType": "TerritoryStats_viewer";
};
export type TerritoryStats_viewer$key = {
  readonly " $data"?: TerritoryStats_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TerritoryStats_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "today"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TerritoryStats_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "today",
          "variableName": "today"
        }
      ],
      "concreteType": "TerritorySummary",
      "kind": "LinkedField",
      "name": "territorySummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "houses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactedHouses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coverageRate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ca9b0250f449525c54ce9105c317a000";

export default node;
