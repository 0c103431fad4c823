#pragma once

#include "common/currency.h"
#include "core/autostop/autostopstate.h"
#include "core/model/instance.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

/// Autostop in the user's words, for the details, the warning, the notification and the dialog:
/// one place, so the same thing reads the same everywhere (and is translated once).
class AutostopText
{
    Q_DECLARE_TR_FUNCTIONS(AutostopText)
public:
    /// How long an idle period is: "30 min", "2 h", "1 h 30 min".
    static QString duration(int minutes);
    /// "stops after 30 min idle with the GPU, 2 h without it" (or "off").
    static QString settings(const AutostopSettings &settings);
    /// What a night forgotten costs at the instance's rate now (empty when it bills nothing now).
    static QString forgottenNight(Money ratePerHour, const Currency &currency);
    /// The five-minute warning: "Stopping 微调-7b in 5 min: idle for 25 min at ¥2.18/h."
    static QString stoppingSoon(const Instance &instance, int minutesLeft, int idleMinutes, const Currency &currency);
    /// One thing the agent saw using the instance.
    static QString activity(const AutostopState::Activity &activity);
    /// A decision's kind (watching, armed, idle, …).
    static QString decision(const QString &what);

    /// The details' lines (HTML) for an instance: its settings, what the agent says now (`state`,
    /// or why it could not be read), the console's second opinion and the last decisions, with links
    /// gpudesk:autostop (change) and gpudesk:keep-running.
    struct Facts
    {
        std::optional<AutostopSettings> settings;
        std::optional<AutostopState> state;
        QString problem;
        bool reading = false;
        QStringList consoleUse;
        std::optional<Money> noGpuRate;
    };
    static QStringList details(const Instance &instance, const Facts &facts, const Currency &currency,
                               const QDateTime &platformNow);
};
