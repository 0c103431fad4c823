#include "core/api/apierror.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

QString ApiError::summary() const
{
    switch (kind) {
    case Kind::Network:
        return u"network error: "_s + message;
    case Kind::Decode:
        return u"unexpected response: "_s + message;
    case Kind::Http:
        break;
    }
    return u"HTTP %1 %2: %3"_s.arg(httpStatus).arg(code, message);
}

ApiError ApiError::network(const QString &message)
{
    ApiError e;
    e.kind = Kind::Network;
    e.code = u"network_error"_s;
    e.message = message;
    return e;
}

ApiError ApiError::decode(const QString &message)
{
    ApiError e;
    e.kind = Kind::Decode;
    e.code = u"bad_response"_s;
    e.message = message;
    return e;
}

ApiError ApiError::notSupported(const QString &what)
{
    ApiError e;
    e.kind = Kind::Http;
    e.httpStatus = 501;
    e.code = u"not_supported"_s;
    e.message = what;
    return e;
}

ApiError ApiError::refused(int httpStatus, const QString &code, const QString &message)
{
    ApiError e;
    e.kind = Kind::Http;
    e.httpStatus = httpStatus;
    e.code = code;
    e.message = message;
    return e;
}

namespace {

QString joined(const QJsonValue &list)
{
    QStringList items;
    for (const QJsonValue &v : list.toArray())
        items << v.toString();
    return items.join(QCoreApplication::translate("ApiError", ", "));
}

QString money(const Currency &currency, const QJsonValue &cents)
{
    return currency.format(Money::fromCents(cents.toInteger()));
}

} // namespace

QString ApiError::sentence(const Currency &currency) const
{
    const QString field = details.value(u"field"_s).toString();
    if (kind == Kind::Network)
        return tr("Cannot reach the platform (%1). Check the network connection; gpudesk keeps trying.").arg(message);
    if (kind == Kind::Decode)
        return tr("The platform answered something gpudesk does not understand (%1). Update gpudesk, or report it.")
            .arg(message);
    if (code == u"invalid_argument"_s)
        return field.isEmpty() ? tr("The platform refused the request: %1").arg(message)
                               : tr("Check “%1”: %2").arg(field, message);
    if (code == u"unauthenticated"_s)
        return tr("You are not logged in. Log in to go on.");
    if (code == u"invalid_credentials"_s)
        return tr("The login or the password is wrong. Check both; after several failures the account is locked "
                  "for a while.");
    if (code == u"totp_required"_s)
        return tr("This account has two-factor authentication: enter the 6-digit code from your authenticator app, "
                  "or one of your recovery codes.");
    if (code == u"session_expired"_s)
        return tr("Your session has expired. Log in again; your instances keep running meanwhile.");
    if (code == u"token_expired"_s)
        return tr("The API token has expired. Create a new one (gpudeskctl tokens create) and use it instead.");
    if (code == u"token_revoked"_s)
        return tr("The API token was revoked. Create a new one (gpudeskctl tokens create) and use it instead.");
    if (code == u"insufficient_balance"_s) {
        if (details.contains(u"required_cents"_s))
            return tr("The balance (%1) does not cover what starting needs (%2). Recharge, or choose a cheaper card "
                      "or no-GPU mode.")
                .arg(money(currency, details.value(u"balance_cents"_s)),
                     money(currency, details.value(u"required_cents"_s)));
        return tr("The balance is too low for this. Stop or release what you no longer need, or choose a cheaper card "
                  "or no-GPU mode.");
    }
    if (code == u"verification_required"_s)
        return tr("Renting %1 needs real-name verification. Verify your identity from the create wizard's GPU "
                  "step (it takes a few minutes), or choose one of: %2.")
            .arg(details.value(u"gpu_type"_s).toString(), joined(details.value(u"allowed"_s)));
    if (code == u"quota_exceeded"_s && details.contains(u"next_level_max"_s))
        return tr("The account may keep %n instance(s) at its level, stopped ones included. Release one you no longer "
                  "need, or raise the level (on Compshare a recharge does): the next level allows %1.",
                  nullptr, details.value(u"max_instances"_s).toInt())
            .arg(details.value(u"next_level_max"_s).toInt());
    if (code == u"quota_exceeded"_s && !details.contains(u"max_instances"_s))
        return tr("The account has as many instances as its quota allows, stopped ones included. Release one you "
                  "no longer need, or ask the platform for a higher quota.");
    if (code == u"quota_exceeded"_s)
        return tr("The account may keep %n instance(s), stopped ones included. Release one you no longer need, or "
                  "verify the account for a higher quota.",
                  nullptr, details.value(u"max_instances"_s).toInt());
    if (code == u"insufficient_scope"_s)
        return details.contains(u"scope"_s) ? tr("The API token lacks the “%1” scope. Create a token that has it.")
                                                  .arg(details.value(u"scope"_s).toString())
                                            : tr("Only the account's owner can do this; ask them.");
    if (code == u"session_required"_s)
        return tr("API tokens cannot do this: log in with your password.");
    if (code == u"reauthentication_required"_s)
        return tr("This moves money or widens access: confirm it is you with your password (or a 2FA code), then "
                  "it goes on.");
    if (code == u"spend_limit_reached"_s)
        return tr("The daily spend limit is reached (%1 spent today). It starts again tomorrow; until then, stop "
                  "what you no longer need.")
            .arg(money(currency, details.value(u"spent_today_cents"_s)));
    if (code == u"not_found"_s)
        return tr("It is not there any more (released or deleted, perhaps from another window). Refresh to see what "
                  "is.");
    if (code == u"out_of_stock"_s) {
        const QString regions = joined(details.value(u"regions"_s));
        const QString cards = joined(details.value(u"gpu_types"_s));
        QString text = tr("That card is not available in this region right now.");
        if (!regions.isEmpty())
            text += u' ' + tr("Regions that have it: %1.").arg(regions);
        if (!cards.isEmpty())
            text += u' ' + tr("Cards with as much memory here: %1.").arg(cards);
        if (regions.isEmpty() && cards.isEmpty())
            text += u' ' + tr("Try again later.");
        return text;
    }
    if (code == u"no_volume_room"_s)
        return tr("No steady machine in %1 has %2 GB free to rent as a volume now. Try a smaller size, another "
                  "country, or again later.")
            .arg(details.value(u"region"_s).toString())
            .arg(details.value(u"size_gb"_s).toInt());
    if (code == u"conflict"_s) {
        if (field == u"ports"_s)
            return tr("Port %1 is already used by another running instance. Stop that instance, or choose another "
                      "port.")
                .arg(details.value(u"port"_s).toInt());
        if (field == u"phone"_s || field == u"email"_s)
            return tr("That %1 is already registered. Log in instead, or use another.")
                .arg(field == u"phone"_s ? tr("phone number") : tr("e-mail address"));
        if (details.contains(u"state"_s))
            return tr("This does not fit what it is doing now (%1): %2")
                .arg(details.value(u"state"_s).toString(), message);
        return tr("This conflicts with the current state: %1").arg(message);
    }
    if (code == u"not_supported"_s)
        return tr("This platform does not have %1.")
            .arg(QCoreApplication::translate("PlatformFeatures", message.toUtf8().constData()));
    if (code == u"invalid_token"_s)
        return tr("The cluster does not accept this token: it has expired, or it was made for another user. Make "
                  "a new one on the login node (scontrol token lifespan=86400) and log in with it.");
    if (code == u"beyond_cluster"_s)
        return tr("No node of the cluster has what this job asks for (%1): ask for fewer cards, another card or "
                  "another partition.")
            .arg(message);
    if (code == u"beyond_partition"_s)
        return tr("The partition does not take a job like this (%1): ask for a shorter time or another partition.")
            .arg(message);
    if (code == u"beyond_limits"_s)
        return tr("Your account's limits on the cluster do not let this job start (%1): ask for fewer cards or a "
                  "shorter time, or ask the cluster's administrators to raise them.")
            .arg(message);
    if (code == u"not_permitted"_s)
        return tr("The cluster does not let you do that (%1): only its administrators can.").arg(message);
    if (code == u"invalid_api_key"_s)
        return tr("The platform does not accept this API key. Check that you pasted all of it, or create a new key "
                  "on the platform's web site and log in with that.");
    if (code == u"forbidden"_s)
        return tr("This API key may not do that (%1). Create a key with read and write access on the platform's "
                  "web site.")
            .arg(message);
    if (code == u"payload_too_large"_s)
        return tr("The request is too large for the platform.");
    if (code == u"too_many_attempts"_s) {
        const int wait = std::max(retryAfterSeconds, 1);
        const QString after = wait >= 60 ? tr("%n min", nullptr, (wait + 59) / 60) : tr("%n s", nullptr, wait);
        return tr("Too many attempts. Try again in %1.").arg(after);
    }
    if (code == u"arrears"_s)
        return tr("The account is in arrears: an order is unpaid. Recharge on the platform's web site and pay the "
                  "open order (Order Management), then try again.");
    if (code == u"package_expired"_s)
        return tr("The instance's paid period is over. Renew it on the platform's web site (Renewal Management), "
                  "or make an instance billed by the hour.");
    if (code == u"image_unsupported"_s)
        return tr("This image cannot drive that card. Choose an image made for it (a newer CUDA), or another "
                  "card.");
    if (code == u"platform_refused"_s)
        return tr("The platform refused: %1").arg(message);
    if (code == u"internal"_s || code == u"server_error"_s)
        return tr("The platform failed to do its part (%1). Try again in a minute.").arg(message);
    return tr("The platform refused the request (HTTP %1): %2").arg(httpStatus).arg(message);
}

ApiError::Remedy ApiError::remedy() const
{
    if (kind == Kind::Network || code == u"internal"_s || code == u"server_error"_s)
        return Remedy::Retry;
    if (kind == Kind::Decode)
        return Remedy::None;
    static const QHash<QString, Remedy> remedies{
        {u"invalid_argument"_s, Remedy::CorrectInput},
        {u"unauthenticated"_s, Remedy::LogIn},
        {u"invalid_credentials"_s, Remedy::CorrectInput},
        {u"totp_required"_s, Remedy::EnterTwoFactorCode},
        {u"session_expired"_s, Remedy::LogIn},
        {u"token_expired"_s, Remedy::CreateToken},
        {u"token_revoked"_s, Remedy::CreateToken},
        {u"insufficient_balance"_s, Remedy::Recharge},
        {u"arrears"_s, Remedy::Recharge},
        {u"image_unsupported"_s, Remedy::CorrectInput},
        {u"verification_required"_s, Remedy::Verify},
        {u"quota_exceeded"_s, Remedy::ReleaseAnInstance},
        {u"insufficient_scope"_s, Remedy::CreateToken},
        {u"session_required"_s, Remedy::LogIn},
        {u"reauthentication_required"_s, Remedy::CorrectInput},
        {u"spend_limit_reached"_s, Remedy::RaiseSpendLimit},
        {u"not_found"_s, Remedy::Refresh},
        {u"out_of_stock"_s, Remedy::ChooseAnotherRegionOrCard},
        {u"too_many_attempts"_s, Remedy::Wait},
        {u"invalid_api_key"_s, Remedy::LogIn},
        {u"invalid_token"_s, Remedy::LogIn},
        {u"beyond_cluster"_s, Remedy::ChooseAnotherRegionOrCard},
        {u"beyond_partition"_s, Remedy::ChooseAnotherRegionOrCard},
        {u"beyond_limits"_s, Remedy::CorrectInput},
        {u"forbidden"_s, Remedy::LogIn},
    };
    if (code == u"conflict"_s)
        return details.value(u"field"_s).toString() == u"ports"_s ? Remedy::CorrectInput : Remedy::Refresh;
    if (code == u"insufficient_scope"_s && !details.contains(u"scope"_s))
        return Remedy::None;
    return remedies.value(code, Remedy::None);
}
