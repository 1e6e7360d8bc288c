/**
 * @generated SignedSource<<a8fd093e013af2cd24b7dda2bf7e3370>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpcomingReturnVisits_viewer$data = {
  readonly upcomingReturnVisits: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: string;
        readonly id: string;
        readonly nextVisitDate: string | null | undefined;
        readonly notes: string | null | undefined;
        readonly territory: {
          readonly name: string;
          readonly territoryNumber: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "UpcomingReturnVisits_viewer";
};
export type UpcomingReturnVisits_viewer$key = {
  readonly " $data"?: UpcomingReturnVisits_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingReturnVisits_viewer">;
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
  "name": "UpcomingReturnVisits_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        },
        {
          "kind": "Variable",
          "name": "today",
          "variableName": "today"
        }
      ],
      "concreteType": "UpcomingReturnVisitConnection",
      "kind": "LinkedField",
      "name": "upcomingReturnVisits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UpcomingReturnVisitConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TerritoryHouse",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "address",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nextVisitDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "notes",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Territory",
                  "kind": "LinkedField",
                  "name": "territory",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "territoryNumber",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "name",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
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

(node as any).hash = "f5b41ae4682c5621b305e74c8a1e5ea3";

export default node;
