/**
 * @generated SignedSource<<2aadc69803d1aa87c54625d3155c2fd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckInStep = "DUE" | "ENDED" | "ESCALATED" | "EXTENDED" | "OVERDUE" | "STARTED" | "TAKEN";
import { FragmentRefs } from "relay-runtime";
export type CheckInLog_viewer$data = {
  readonly checkInLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly drill: boolean;
        readonly fullName: string;
        readonly id: string;
        readonly outcome: string | null | undefined;
        readonly steps: ReadonlyArray<{
          readonly actorName: string | null | undefined;
          readonly at: any;
          readonly step: CheckInStep;
        }> | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "CheckInLog_viewer";
};
export type CheckInLog_viewer$key = {
  readonly " $data"?: CheckInLog_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInLog_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInLog_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "UserCheckInLogConnection",
      "kind": "LinkedField",
      "name": "checkInLog",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserCheckInLogConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CheckIn",
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
                  "name": "fullName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "drill",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "outcome",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "CheckInEvent",
                  "kind": "LinkedField",
                  "name": "steps",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "step",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "actorName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "at",
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
      "storageKey": "checkInLog(first:5)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "51f79cd05120a18815792001da183b1d";

export default node;
