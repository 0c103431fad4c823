#pragma once

// What the clouds' codec and platform tests start from, one copy for every file (they are built in
// unity batches, where each file's own copy would clash).

#include "common/money.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

/// An answer as the platform sends it, written as JSON text in the test.
inline QJsonObject parsed(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

/// An amount in millionths of a dollar: how the clouds' adapters count (a minor unit exponent of 6).
inline Money micro(qint64 millionths)
{
    return Money::fromCents(millionths);
}

/// The user's public key the clouds' tests add.
inline const QString kLaptopKey
    = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl laptop");
