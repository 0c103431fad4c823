#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

/// The key pair a Compshare user makes on the platform's web site (API 密钥): the public key names
/// the account in every call, the private key signs it and is never sent.
struct CompshareKeys
{
    QString publicKey;
    QString privateKey;

    /// The pair as one secret, for the keychain and the session (public key, a line break, private
    /// key); nullopt for anything else.
    QString toToken() const;
    static std::optional<CompshareKeys> fromToken(const QString &token);
    bool operator==(const CompshareKeys &) const = default;
};

/// One call of Compshare's API: its Action and its parameters as the form carries them, every value
/// as text (a list's items as Name.0, Name.1; an item's fields as Name.0.Field), signed with the key
/// pair (CompshareSignature) and sent as an application/x-www-form-urlencoded body, as UCloud's SDKs
/// send it. The same text is signed and sent, so a value cannot be signed one way and sent another.
class CompshareRequest
{
public:
    explicit CompshareRequest(const QString &action);

    CompshareRequest &text(const QString &name, const QString &value);
    CompshareRequest &number(const QString &name, qint64 value);
    CompshareRequest &flag(const QString &name, bool value);

    const QString &action() const { return m_action; }
    /// Every parameter, Action included, as sent before the key's.
    const QMap<QString, QString> &params() const { return m_params; }
    std::optional<QString> value(const QString &name) const;
    /// The body to send: the parameters with PublicKey and Signature, percent-encoded.
    QByteArray signedForm(const CompshareKeys &keys) const;
    /// The parameters alone, for a call made before there is a key pair (one that only asks whether
    /// the platform answers at all).
    QByteArray unsignedForm() const;

    /// The parameters as the signature reads them.
    static QJsonObject asJson(const QMap<QString, QString> &params);

private:
    static QByteArray form(const QMap<QString, QString> &params);

    QString m_action;
    QMap<QString, QString> m_params;
};
