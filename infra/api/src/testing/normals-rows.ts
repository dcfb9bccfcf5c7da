/**
 * Rows of the public tables exactly as NOAA and PRISM publish them (the real tables stay out
 * of the repo; the tests write the few rows they need): two Raleigh stations and Minneapolis,
 * and the ZIP codes of Raleigh (27606, 8a) and Minneapolis (55401, 5a in the 2023 map).
 */
export const NORMALS_STATIONS_CSV = [
  'station_id,lat,lon,elev_m,state,name,gsn,hcn_crn,wmo_id',
  'USW00013722,35.8922,-78.7819,126.8,NC,RALEIGH DURHAM INTL AP,GSN,,72306',
  'USC00317079,35.7944,-78.6989,121.9,NC,RALEIGH STATE UNIV,,,',
  'USW00014922,44.8831,-93.2289,265.8,MN,MINNEAPOLIS/ST PAUL AP,GSN,HCN,72658',
];
export const NORMALS_FROST_CSV = [
  'station_id,name,state,lat,lon,elev_m,last_spring_32F_p50,last_spring_32F_p50_flag,last_spring_32F_p90,' +
    'last_spring_32F_p90_flag,first_fall_32F_p50,first_fall_32F_p50_flag,first_fall_32F_p90,first_fall_32F_p90_flag,' +
    'growing_season_days_32F_p50,growing_season_days_32F_p50_flag,growing_season_days_32F_p90,' +
    'growing_season_days_32F_p90_flag,gdd_base50_annual,gdd_base50_annual_flag,gdd_base40_annual,gdd_base40_annual_flag',
  'USW00013722,RALEIGH DURHAM INTL AP,NC,35.8922,-78.7819,126.8,04/03,S,03/18,S,11/04,S,11/20,S,214,S,193,S,4923,S,7853,S',
  'USC00317079,RALEIGH STATE UNIV,NC,35.7944,-78.6989,121.9,03/31,S,03/15,S,11/09,S,11/29,S,223,S,202,S,4862,R,7778,R',
  'USW00014922,MINNEAPOLIS/ST PAUL AP,MN,44.8831,-93.2289,265.8,04/25,S,04/11,S,10/10,S,10/26,S,167,S,147,S,2831,S,4796,S',
];
export const ZIP_ZONES_CSV = [
  'zipcode,zone,trange,zonetitle',
  '27606,8a,10 to 15,8a: 10 to 15',
  '55401,5a,-20 to -15,5a: -20 to -15',
];
