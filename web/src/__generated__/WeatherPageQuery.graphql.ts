/**
 * @generated SignedSource<<050407c95083ef9ae1a50a889a91a61e>>
 * @relayHash 1089a792c70aeb29bce4ebc30e64e2f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4142f82523b5dc411ad144ada3b7fde4941f7d918b82de19c886f082bd37170c

import { ConcreteRequest } from 'relay-runtime';
export type WeatherAdvice = "COLD" | "FREEZING" | "GREAT" | "HOT" | "RAIN" | "SNOW";
export type WeatherPageQuery$variables = Record<PropertyKey, never>;
export type WeatherPageQuery$data = {
  readonly weather: {
    readonly __typename: string;
    readonly advice?: ReadonlyArray<WeatherAdvice>;
    readonly current?: {
      readonly apparentTemperature: number;
      readonly humidity: number;
      readonly precipitation: number;
      readonly temperature: number;
      readonly weatherCode: number;
      readonly windDirection: number;
      readonly windSpeed: number;
    };
    readonly daily?: ReadonlyArray<{
      readonly date: string;
      readonly precipitationSum: number;
      readonly temperatureMax: number;
      readonly temperatureMin: number;
      readonly weatherCode: number;
      readonly windSpeedMax: number;
    }>;
    readonly fetchedAt?: any;
    readonly message?: string;
    readonly region?: string;
    readonly stale?: boolean;
  };
};
export type WeatherPageQuery = {
  response: WeatherPageQuery$data;
  variables: WeatherPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherCode",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "weather",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "region",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fetchedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stale",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CurrentWeather",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "temperature",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "apparentTemperature",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "humidity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "precipitation",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "windSpeed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "windDirection",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyForecast",
            "kind": "LinkedField",
            "name": "daily",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "temperatureMax",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "temperatureMin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "precipitationSum",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "windSpeedMax",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "advice",
            "storageKey": null
          }
        ],
        "type": "WeatherReport",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WeatherPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WeatherPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4142f82523b5dc411ad144ada3b7fde4941f7d918b82de19c886f082bd37170c",
    "metadata": {},
    "name": "WeatherPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e2ed2ab059ed765a370fbe1dfee51be4";

export default node;
