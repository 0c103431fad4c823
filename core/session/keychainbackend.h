#pragma once

#include "core/session/secretbackend.h"

/// The OS keychain through QtKeychain (Secret Service or KWallet on Linux), with QtKeychain's own
/// insecure plain-text fallback off: where no keychain service answers, calls fail and SecretStore
/// decides what to do.
class KeychainBackend final : public SecretBackend
{
public:
    explicit KeychainBackend(QString service = QStringLiteral("gpudesk"));
    QString name() const override;
    void read(const QString &key, QObject *context, ReadDone done) override;
    void write(const QString &key, const QString &value, QObject *context, Done done) override;
    void remove(const QString &key, QObject *context, Done done) override;

private:
    QString m_service;
};
