#pragma once

#include "common/currency.h"
#include "common/money.h"

#include <QJsonValue>

/// US dollars as the clouds that bill in them send them (RunPod, Vast.ai): JSON numbers with more
/// decimals than cents ($0.165/h, a disk at $0.000139/GB/h), kept as millionths so that a rate is
/// never rounded.
namespace UsDollars {

/// US dollars, six decimals.
Currency currency();
/// A dollar figure (a JSON number) in millionths: exact for every figure with up to six decimals,
/// the nearest millionth beyond; nothing for what is not a finite number.
Money fromJson(const QJsonValue &value);

} // namespace UsDollars
