#pragma once

#include "core/api/platform.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <functional>

/// What the ledger and the usage reports key their lines by, in words: instances (released ones
/// too) by name, "volume-ID" as "volume NAME", saved images ("custom-ID") as "image NAME", cards by
/// name, and "no_gpu" and "storage". Read in one go, so a report is drawn once, with every name.
class ItemNames
{
    Q_DECLARE_TR_FUNCTIONS(ItemNames)

public:
    using Names = QHash<QString, QString>;
    /// Asks the platform for its instances, volumes, images and cards; `done` runs once, when all
    /// four answered (a list that could not be read leaves its ids as they are).
    static void read(Platform &platform, QObject *context, std::function<void(const Names &)> done);
};
