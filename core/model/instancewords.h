#pragma once

#include "common/currency.h"
#include "core/model/instance.h"

#include <QCoreApplication>
#include <QString>

/// An instance's state, the reason it changed and what it costs, in the user's language: the
/// same words in the table, the details, the notifications and gpudeskctl.
class InstanceWords
{
    Q_DECLARE_TR_FUNCTIONS(InstanceWords)

public:
    /// A state ("running" → "Running" / "运行中"); one the console does not know as the platform
    /// said it.
    static QString state(const WireEnum<InstanceState> &state);
    /// Why an instance changed state.
    static QString reason(const WireEnum<StateReason> &reason);
    /// "3 h 05 min".
    static QString duration(qint64 seconds);
    /// An amount of data as the user's locale writes it, one decimal ("3.2 GB").
    static QString dataSize(qint64 bytes);
    /// What an instance costs while it stays in its state ("¥2.18/h", "¥1.00 a day for its disks",
    /// "nothing"), from its meter.
    static QString costWhileSo(const Instance &instance, const Currency &currency);
};
