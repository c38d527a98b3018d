/**
 * Values shared between the hub API and the stand-in providers (the hub's device configuration
 * hands them to the client, the providers check them).
 */

/** Bearer token of the schedule export (/spark/api/v1/ext/export/{propertyId}/schedule). */
export const SPARK_API_TOKEN = 'lido-spark-demo-token';
/** The ship's property id in the schedule export. */
export const SPARK_PROPERTY_ID = 'LIDO-AURORA';

/** The demo ship. */
export const SHIP_CODE = 'AUR';
export const SHIP_NAME = 'Lido Aurora';
