/**
 * @generated SignedSource<<5e8f2b9529fb2251d4369b41950e7a2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HouseStatus = "DO_NOT_CALL" | "HOME" | "NOT_AT_HOME" | "NOT_VISITED" | "RETURN_VISIT";
import { FragmentRefs } from "relay-runtime";
export type CoverageChart_viewer$data = {
  readonly territorySummary: {
    readonly callsByWeek: ReadonlyArray<{
      readonly calls: number;
      readonly weekStart: string;
    }>;
    readonly houses: number;
    readonly housesByStatus: ReadonlyArray<{
      readonly count: number;
      readonly status: HouseStatus;
    }>;
  };
  readonly " $fragmentType": "CoverageChart_viewer";
};
export type CoverageChart_viewer$key = {
  readonly " $data"?: CoverageChart_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoverageChart_viewer">;
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
  "name": "CoverageChart_viewer",
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
          "name": "houses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HouseStatusCount",
          "kind": "LinkedField",
          "name": "housesByStatus",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TerritoryWeekCalls",
          "kind": "LinkedField",
          "name": "callsByWeek",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weekStart",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "calls",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "544482847b5676ec7130fc89940c31b8";

export default node;
