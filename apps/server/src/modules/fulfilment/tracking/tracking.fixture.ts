// Recorded 快递100 answers, written from its documented formats (subscribe: POST /poll; real-time query:
// POST /poll/query.do; push: form param + sign). Used by the adapter's and the callback's tests.

export const SUBSCRIBE_OK = { result: true, returnCode: '200', message: '提交成功' };
export const SUBSCRIBE_REPEATED = { result: false, returnCode: '501', message: '重复订阅' };
export const SUBSCRIBE_BAD_KEY = {
  result: false,
  returnCode: '600',
  message: '您不是合法的订阅者（即授权Key出错）',
};

/** A query answer for SF1234567890123: 揽收, 在途, 派件 (newest first, with resultv2 statusCode). */
export const QUERY_ANSWER = {
  message: 'ok',
  nu: 'SF1234567890123',
  ischeck: '0',
  condition: 'F00',
  com: 'shunfeng',
  status: '200',
  state: '5',
  data: [
    {
      time: '2026-11-30 15:20:00',
      ftime: '2026-11-30 15:20:00',
      context: '【苏州工业园区营业部】快递员正在派件',
      status: '派件',
      statusCode: '5',
      areaCode: 'CN320500000000',
      areaName: '江苏,苏州市',
    },
    {
      time: '2026-11-30 08:05:11',
      ftime: '2026-11-30 08:05:11',
      context: '【苏州转运中心】已发出',
      status: '在途',
      statusCode: '0',
    },
    {
      time: '2026-11-29 18:30:00',
      ftime: '2026-11-29 18:30:00',
      context: '【上海市】顺丰速运 已收取快件',
      status: '揽收',
      statusCode: '1',
    },
    {
      time: '2026-11-29 18:00:00',
      ftime: '2026-11-29 18:00:00',
      context: '疑难件',
      status: '疑难',
      statusCode: '2',
    },
  ],
};
export const QUERY_NOT_FOUND = { result: false, returnCode: '500', message: '查询无结果，请隔段时间再查' };

/** A push's `param` as 快递100 sends it (signed 签收 of the same number). */
export const PUSH_SIGNED = {
  status: 'shutdown',
  billstatus: 'check',
  message: '',
  lastResult: {
    ...QUERY_ANSWER,
    state: '3',
    ischeck: '1',
    data: [
      {
        time: '2026-11-30 17:02:45',
        ftime: '2026-11-30 17:02:45',
        context: '【苏州工业园区营业部】已签收，签收人：前台',
        status: '签收',
        statusCode: '3',
      },
      ...QUERY_ANSWER.data,
    ],
  },
};
